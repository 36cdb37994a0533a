/// TrackerScreenText: placeholder, filled in by its issue.
enum TrackerScreenTextPlaceholder {}
