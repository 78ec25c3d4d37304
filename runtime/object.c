/* Instances of the program's classes (plain Python classes in host code,
 * @jitclass classes): reference-counted objects like arrays and lists.
 * The header (arrc_object, arrc_abi.h) holds the count and the table of
 * the references among the fields; the code generator reads and writes
 * the fields in place at the offsets of its own layout. Python's and
 * Numba's instances are references too: `b = a; b.x = 1` changes a.x. */
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"
#include "rt_values.h"

arrc_object *arrc_object_new(int64_t size, int32_t nrefs, const arrc_elem_field *refs) {
  /* Zeroed, so that fields holding references start as NULL, which every
   * release ignores. */
  arrc_object *o = arrc_obj_alloc((size_t)size, true);
  if (!o)
    arrc_raise(ARRC_MEMORY_ERROR, NULL, "cannot allocate %lld bytes", (long long)size);
  o->refcount = 1;
  o->nrefs = nrefs;
  o->refs = refs;
  return o;
}

void arrc_object_decref(arrc_object *o) {
  if (!o || __atomic_sub_fetch(&o->refcount, 1, __ATOMIC_ACQ_REL) > 0)
    return;
  for (int32_t k = 0; k < o->nrefs; k++) {
    void *field;
    memcpy(&field, (char *)o + o->refs[k].offset, sizeof field);
    arrc_release(field, o->refs[k].kind);
  }
  arrc_obj_free(o);
}
