: rows
1
