/* Memory of the objects a program holds: arrays, lists and strings.
 *
 * Each object's block starts with a link on one doubly linked list of all
 * live objects. Programs release what they hold as they go (the generated
 * code counts references), but a run-time error or sys.exit() ends the
 * program while objects are still held, and the pointers to them may then
 * live only in registers. On the list they stay reachable, so memory
 * checkers report them as still reachable rather than lost, and exit code
 * can tell them apart from a real leak. One mutex guards the list, since
 * the workers of parallel loops allocate too. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "rt_core.h"

typedef struct Link {
  struct Link *prev, *next;
} Link;

/* The link takes 16 bytes, so the object after it keeps malloc's 16-byte
 * alignment. */
_Static_assert(sizeof(Link) == 16, "the object after a link must stay 16-byte aligned");

static Link live = {&live, &live};
static pthread_mutex_t live_lock = PTHREAD_MUTEX_INITIALIZER;

static void *attach(Link *l) {
  pthread_mutex_lock(&live_lock);
  l->next = live.next;
  l->prev = &live;
  live.next->prev = l;
  live.next = l;
  pthread_mutex_unlock(&live_lock);
  return l + 1;
}

void *arrc_obj_alloc(size_t n, bool zero) {
  if (n > SIZE_MAX - sizeof(Link))
    return NULL;
  Link *l = zero ? calloc(1, sizeof(Link) + n) : malloc(sizeof(Link) + n);
  return l ? attach(l) : NULL;
}

void arrc_obj_free(void *obj) {
  if (!obj)
    return;
  Link *l = (Link *)obj - 1;
  pthread_mutex_lock(&live_lock);
  l->prev->next = l->next;
  l->next->prev = l->prev;
  pthread_mutex_unlock(&live_lock);
  free(l);
}
