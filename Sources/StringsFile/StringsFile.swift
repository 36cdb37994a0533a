/// StringsFile: placeholder, filled in by its issue.
enum StringsFilePlaceholder {}
