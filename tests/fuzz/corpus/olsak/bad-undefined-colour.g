#d
   m:%  blue
   1:*  black
: rows
1 1m
2q
: columns
1
2
: end
