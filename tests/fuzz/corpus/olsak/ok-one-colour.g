#d
  r:%  red
: rows
1r
: columns
1r
: end
