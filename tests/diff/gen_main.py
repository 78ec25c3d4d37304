"""The command line the program generators share (gen_numpy.py,
gen_stencil.py, gen_prange.py):

    gen_X.py SEED            prints the program of SEED
    gen_X.py --write DIR N S writes DIR/PREFIX_S.arr ... for N seeds from S
"""
import os
import sys


def main(argv, program, prefix, doc):
    """Runs the command line argv for program(seed) -> source text."""
    if len(argv) == 4 and argv[0] == "--write":
        os.makedirs(argv[1], exist_ok=True)
        for s in range(int(argv[3]), int(argv[3]) + int(argv[2])):
            with open(os.path.join(argv[1], "%s_%d.arr" % (prefix, s)), "w") as f:
                f.write(program(s))
        return 0
    if len(argv) == 1:
        sys.stdout.write(program(int(argv[0])))
        return 0
    sys.stderr.write(doc)
    return 2
