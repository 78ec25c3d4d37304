# Skipped: skipped.skip says why.
print("not run")
