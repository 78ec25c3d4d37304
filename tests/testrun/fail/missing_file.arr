# Writes out.txt, but missing_file.files/ also expects summary.txt, and
# out.txt with other text.
with open("out.txt", "w") as f:
    f.write("one\ntwo\n")
print("done")
