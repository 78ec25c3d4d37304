x = [1, 2, 3]]
y = (1, 2]
z = 0
# ERROR 1:14: unmatched ']'
# ERROR 2:10: closing ']' does not match the opening '(' on line 2
