: rows
1
: columns
1
