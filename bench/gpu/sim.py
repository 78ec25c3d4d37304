"""Runs one bench/gpu program under Numba's CUDA simulator, for checking the
programs (and their CHECK lines) on a machine without a GPU:

    /usr/bin/python3 bench/gpu/sim.py bench/gpu/matmul_tiled.arr 1 32

The simulator runs every GPU thread as a Python thread, so only tiny sizes are
practical. It lacks cuda.event_elapsed_time (it has Event.elapsed_time, which
returns 0 and warns); this adds it, so that the programs can use the spelling
of LANGUAGE.md §7.3. Timings printed under the simulator mean nothing.
"""
import os
import runpy
import sys
import warnings

os.environ["NUMBA_ENABLE_CUDASIM"] = "1"    # before numba is imported

from numba import cuda  # noqa: E402

if not hasattr(cuda, "event_elapsed_time"):
    def _event_elapsed_time(start, end):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")   # "Simulator timings are bogus"
            return start.elapsed_time(end)
    cuda.event_elapsed_time = _event_elapsed_time

if len(sys.argv) < 2:
    sys.exit("usage: sim.py PROGRAM.arr [ARGS...]")
sys.argv = sys.argv[1:]
runpy.run_path(sys.argv[0], run_name="__main__")
