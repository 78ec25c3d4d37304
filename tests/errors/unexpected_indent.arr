x = 1
    y = 2
z = 3
# ERROR 2:5: unexpected indent
