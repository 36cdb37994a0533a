/// TrackerStateFile: placeholder, filled in by its issue.
enum TrackerStateFilePlaceholder {}
