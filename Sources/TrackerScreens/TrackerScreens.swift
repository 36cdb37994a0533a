/// TrackerScreens: placeholder, filled in by its issue.
enum TrackerScreensPlaceholder {}
