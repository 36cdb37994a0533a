/// TextSnapshotTesting: placeholder, filled in by its issue.
enum TextSnapshotTestingPlaceholder {}
