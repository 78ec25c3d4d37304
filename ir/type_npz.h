/* The typing of NumPy's .npz archives (type_npz.c): np.savez,
 * np.savez_compressed, and the NpzFile np.load returns for an archive. */
#ifndef ARRC_TYPE_NPZ_H
#define ARRC_TYPE_NPZ_H

#include "infer.h"

const Type *t_np_savez(CallInfo *c);
const Type *t_npz_close(CallInfo *c);
/* Whether the np.load call c returns an NpzFile: the program saves an
 * archive to its constant path, the path ends in ".npz", or the result is
 * used as an NpzFile. */
bool npz_load_wanted(CallInfo *c);
/* d[name] of an NpzFile (IR_GETITEM i): an array. */
const Type *npz_getitem_type(Infer *I, const Instr *i);
/* d.files and the methods of an NpzFile. */
const Type *npz_attribute_type(Infer *I, const Instr *at, const char *attr);

#endif
