/* What the lowerings of MPI (codegen/lib_mpi*.c) share: the message
 * buffers of mpi4py's calls and the communicator a call is made on. */
#ifndef ARRC_LIB_MPI_H
#define ARRC_LIB_MPI_H

#include "lower.h"

/* The run-time description of buffer argument a (an array, or mpi4py's
 * [array, count, datatype] specification): the array, the count (-1: the
 * whole array) and the datatype code (-1: mpi4py's for the array's
 * dtype). The runtime's arrc_mpi_buffer_from reads these three. For
 * MPI.IN_PLACE the array is a null pointer. */
void cg_mpi_buffer(Cg *cg, const Instr *a, LLVMValueRef out[3]);

/* The communicator handle of a method call (comm.Send(...)). */
LLVMValueRef cg_mpi_comm(Cg *cg, const Instr *call);

/* A new list of int64 from a list or tuple of ints or bools, or from one
 * int; a list argument is passed as it is (the runtime reads its elements
 * by their size). */
LLVMValueRef cg_mpi_int_list(Cg *cg, const Instr *a);

/* An int argument: positional k, else the keyword name, else dflt. */
LLVMValueRef cg_mpi_int_arg(Cg *cg, const Instr *call, int k, const char *name, int64_t dflt);

/* status.Get_source(), Get_tag() and Get_error() (id: their row) of the
 * status handle, which the properties status.source, .tag and .error also
 * read (lib_mpi_p2p.c). */
LLVMValueRef cg_mpi_status_field(Cg *cg, BuiltinId id, LLVMValueRef status, LLVMValueRef loc);

#endif
