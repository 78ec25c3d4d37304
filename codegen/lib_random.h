/* Helpers of codegen/lib_random_dist.c that the Generator's lowerings
 * (codegen/lib_generator.c) share. */
#ifndef ARRC_LIB_RANDOM_H
#define ARRC_LIB_RANDOM_H

#include "lower.h"

/* The dimensions of size= into an alloca'd block; returns their number, or
 * -1 for None (the block then NULL). */
int random_shape_block(Cg *cg, const Instr *size, LLVMValueRef *block);
/* The array an argument stands for: an array as it is, a list converted
 * (*temp set, for random_release_temp after the call), NULL for None or
 * absent. */
LLVMValueRef random_array_arg(Cg *cg, const Instr *a, const Type *list_elem, LLVMValueRef *temp);
void random_release_temp(Cg *cg, LLVMValueRef temp, const Type *elem);

#endif
