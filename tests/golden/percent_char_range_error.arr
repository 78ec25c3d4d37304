# %c of a code point computed at run time: past U+10FFFF it is Python's
# OverflowError.
for cp in [65, 0x263A, 0x10FFFF + 1]:
    print("%c|" % cp)
