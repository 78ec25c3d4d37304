a = 0777
b = 1abc
c = 99999999999999999999999
d = 0x
e = 1_000
# ERROR 1:5: leading zeros in decimal integer literals are not permitted
# ERROR 2:5: invalid number literal '1abc'
# ERROR 3:5: integer literal 99999999999999999999999 does not fit in 64 bits
# ERROR 4:5: invalid number literal: no digits after '0x'
