/// TextSnapshot: placeholder, filled in by its issue.
enum TextSnapshotPlaceholder {}
