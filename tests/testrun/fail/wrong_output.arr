# Prints twelve lines; wrong_output.out differs on lines 2 and 11, so the
# diff has two hunks. Some lines hold characters XML must escape.
for i in range(12):
    if i == 2:
        print("a <tag> & \"quotes\" \x01\x1b control")
    else:
        print("line", i)
