// TrackerWire: the app's screens, acts and errors as JSON, for front ends in any
// language. The element tree every renderer walks is the wire format: a front end in
// Kotlin, TypeScript or Python draws any screen with code per element kind and none
// per screen, and drives the app with acts on element ids. `WireValue` is a tiny
// deterministic JSON value (sorted keys, whole numbers only); `WireReader` reads it with
// the package's one reader (`JSONReader`), line:column errors and a nesting limit; each kit type has one declaration of its wire
// shape (`WireDefinition`) from which its decoding and the JSON Schema
// (`WireSchema`, draft 2020-12) both come, beside an exhaustive `switch` that encodes
// it; `ServeSession` answers one request line with one response line
// (`tracker-kit serve --stdio`).
