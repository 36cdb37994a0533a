/// TrackerCommandLine: placeholder, filled in by its issue.
enum TrackerCommandLinePlaceholder {}
