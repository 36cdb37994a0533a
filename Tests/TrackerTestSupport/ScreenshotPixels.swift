import Foundation

/// Reads the pixels of a page's screenshot, for tests that measure what was drawn (contrast,
/// colour, which way a glyph points): the PNG is decoded into a canvas in a blank page of its
/// own, and a measuring function written in JavaScript reads it there.
package enum ScreenshotPixels {
  /// Runs `measuring`, the body of a JavaScript function of `context` (a 2D canvas context
  /// holding `png` at its pixel size) and `items` (`itemsJSON`, parsed), in a blank page of
  /// `chromium`, and returns the JSON text of what it returns.
  package static func measure(
    _ png: Data, items itemsJSON: String, chromium: String, measuring: String
  ) throws -> String? {
    let blank = try DevToolsBrowser(chromium: chromium)
    defer { blank.close() }
    let script = """
      (async (png, items) => {
        const image = new Image();
        image.src = 'data:image/png;base64,' + png;
        await image.decode();
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
    return try blank.evaluate(script) as? String
  }
}
