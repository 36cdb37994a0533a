// FormatSpecifiers reads the printf-style specifiers of a table text (`%@`, `%d`,
// `%2$d`, `%%`) itself, never through `String(format:)`: which argument each placeholder
// takes and of what kind, and which specifiers are not supported. TrackerLocalization
// formats and lints texts with it, and the `embed-tables` build tool gives every generated
// key the argument kinds of its English text with it, so the two can never read a
// specifier differently. It depends on the Swift standard library only.
