a = "\x4"
b = "\u12"
c = "fine\n"
d = x \ y
# ERROR 1:6: truncated \x escape: expected 2 hex digits
# ERROR 2:6: truncated \u escape: expected 4 hex digits
# ERROR 4:7: unexpected character after line continuation character
