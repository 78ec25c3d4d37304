# --help prints argparse's help text and exits with status 0: the usage line
# wrapped at 78 columns, positionals, then options with their help texts
# aligned (long invocations put the help on the next line).
import argparse

parser = argparse.ArgumentParser(
    prog="nbody",
    description="Simulate N gravitating bodies with a leapfrog integrator and print the energy drift "
                "every few steps.",
    epilog="The initial conditions come from a fixed seed, so runs repeat exactly.")
parser.add_argument("bodies", type=int, help="number of bodies")
parser.add_argument("--steps", type=int, default=1000, help="time steps (default: %(default)s)")
parser.add_argument("--dt", type=float, default=0.001, metavar="SECONDS", help="the time step")
parser.add_argument("--softening-length", type=float, default=0.01,
                    help="Plummer softening length that keeps close encounters finite; larger values smooth "
                         "the force more")
parser.add_argument("--integrator", choices=["leapfrog", "euler"], default="leapfrog")
parser.add_argument("--output", required=True)
parser.add_argument("-q", "--quiet", action="store_true")
args = parser.parse_args()
print("not reached", args.bodies)
