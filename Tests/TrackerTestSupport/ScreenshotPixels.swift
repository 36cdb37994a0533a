import Foundation

/// Reads the pixels of a page's screenshot, for tests that measure what was drawn (contrast,
/// colour, which way a glyph points): the PNG is decoded into a canvas of the page itself (a
/// canvas in no document, the picture made from the PNG's bytes, which the page's Content
/// Security Policy allows, where it refuses a `data:` address), and a measuring function
/// written in JavaScript reads it there. No page of its own: a new page costs the browser
/// more than the measuring.
package enum ScreenshotPixels {
  /// Runs `measuring`, the body of a JavaScript function of `context` (a 2D canvas context
  /// holding `png` at its pixel size) and `items` (`itemsJSON`, parsed), in `page` (the page
  /// the picture is of: what it shows is not changed), and returns the JSON text of what it
  /// returns.
  package static func measure(
    _ png: Data, items itemsJSON: String, in page: DevToolsBrowser, measuring: String
  ) throws -> String? {
    let script = """
      (async (png, items) => {
        const bytes = Uint8Array.from(atob(png), (character) => character.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return JSON.stringify(((context, items) => {
      \(measuring)
        })(context, items));
      })('\(png.base64EncodedString())', \(itemsJSON))
      """
    return try page.evaluate(script) as? String
  }
}
