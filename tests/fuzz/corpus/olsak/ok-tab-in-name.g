#d
   z:z  #9CF200  steel	blue
   c:c  #F6008B  red
:rows
1z 1c
1c
:columns
1z
2c
:end
