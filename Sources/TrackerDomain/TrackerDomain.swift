/// TrackerDomain: placeholder, filled in by its issue.
enum TrackerDomainPlaceholder {}
