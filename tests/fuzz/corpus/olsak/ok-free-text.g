Letter
#d
  0:   white
  1:*  black
: rows
1 1

3
: columns
1 1
1
1 1
: end
Enjoy.
