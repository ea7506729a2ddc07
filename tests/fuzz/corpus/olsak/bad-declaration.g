#d
   m:%  blue
   black
: rows
1m
: columns
1m
: end
