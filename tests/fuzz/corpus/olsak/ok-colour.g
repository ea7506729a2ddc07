A bird, after pbnsolve's examples/bird2.g
#d
   m:%  blue
   0:   white
   1:*  black
: rows
1 1m
2m
: columns
1 1m
2m
: end
