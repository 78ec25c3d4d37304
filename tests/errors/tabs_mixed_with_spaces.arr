if True:
	x = 1
        y = 2
# ERROR 3:9: inconsistent use of tabs and spaces in indentation
