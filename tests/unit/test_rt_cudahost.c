/* runtime/cudahost.c on the CPU path: forall's argument checks, split's
 * views, the simulator's device on the CPU path, cuda.mapped's aliasing
 * and the copy_to_device checks (runtime/cuda.c). The GPU path runs in the
 * golden programs through tests/fakecuda. */
#define _GNU_SOURCE
#include "rt_expect.h"

#include <stdlib.h>

#include "rt_cudahost.h"

static void use_cpu(void) {
  setenv("ARRC_DEVICE", "cpu", 1);
  setenv("ARRC_NUM_THREADS", "2", 1);
}

TestSuite(rt_cudahost, .init = use_cpu);

static arrc_array *iota_i64(int64_t n) {
  arrc_array *a = arrc_array_new(ARRC_INT64, 1, &n, false, &rt_test_loc);
  for (int64_t i = 0; i < n; i++)
    ((int64_t *)a->data)[i] = i;
  return a;
}

static void negative_forall(const void *arg) {
  (void)arg;
  arrc_launch_forall(NULL, -3, 0, NULL, 0, NULL, &rt_test_loc);
}

Test(rt_cudahost, forall_of_a_negative_count_is_numbas_value_error) {
  rt_expect_error(negative_forall, NULL, "ValueError: Can't create ForAll with negative task count: -3");
}

Test(rt_cudahost, forall_of_no_task_launches_nothing) {
  /* A NULL kernel would crash a launch. */
  arrc_launch_forall(NULL, 0, 0, NULL, 0, NULL, &rt_test_loc);
}

Test(rt_cudahost, split_gives_views_of_section_elements) {
  arrc_array *a = iota_i64(10);
  arrc_list *parts = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 0);
  arrc_device_split(a, 4, parts, &rt_test_loc);
  cr_assert_eq(parts->len, 3);
  arrc_array **items = (arrc_array **)parts->data;
  cr_expect_eq(ARRC_SHAPE(items[0])[0], 4);
  cr_expect_eq(ARRC_SHAPE(items[2])[0], 2);
  ((int64_t *)items[1]->data)[0] = 99;
  cr_expect_eq(((int64_t *)a->data)[4], 99, "a piece is a view of the array");
  arrc_list_decref(parts);
  arrc_array_decref(a);
}

Test(rt_cudahost, split_of_an_empty_array_is_one_empty_piece) {
  arrc_array *a = iota_i64(0);
  arrc_list *parts = arrc_list_new(sizeof(arrc_array *), ARRC_ELEM_ARRAY, 0);
  arrc_device_split(a, 3, parts, &rt_test_loc);
  cr_assert_eq(parts->len, 1);
  cr_expect_eq(ARRC_SHAPE(((arrc_array **)parts->data)[0])[0], 0);
  arrc_list_decref(parts);
  arrc_array_decref(a);
}

Test(rt_cudahost, the_cpu_device_is_the_simulators) {
  cr_expect_eq(arrc_cudahost_device_count(), 1);
  cr_expect_eq(arrc_cudahost_compute_capability(0, &rt_test_loc), 5);
  cr_expect_eq(arrc_cudahost_compute_capability(1, &rt_test_loc), 2);
  arrc_str *name = arrc_cudahost_device_name();
  cr_expect_eq(name->len, 9);
  cr_expect_eq(memcmp(name->data, "SIMULATOR", 9), 0);
  arrc_str_decref(name);
  /* MAX_THREADS_PER_BLOCK, WARP_SIZE, id. */
  cr_expect_eq(arrc_cudahost_device_attribute(0, &rt_test_loc), 1024);
  cr_expect_eq(arrc_cudahost_device_attribute(8, &rt_test_loc), 32);
  cr_expect_eq(arrc_cudahost_device_attribute(10, &rt_test_loc), 0);
}

static void second_device(const void *arg) {
  (void)arg;
  arrc_cudahost_device_index(1, &rt_test_loc);
}

Test(rt_cudahost, there_is_no_second_device) {
  arrc_cudahost_device_index(0, &rt_test_loc);
  arrc_cudahost_device_index(-1, &rt_test_loc);
  rt_expect_error(second_device, NULL, "IndexError: tuple index out of range");
}

Test(rt_cudahost, mapped_is_the_array_itself_on_the_cpu) {
  arrc_array *a = iota_i64(3);
  arrc_array *d = arrc_cuda_mapped(a, &rt_test_loc);
  cr_expect_eq(d, a);
  arrc_cuda_unmap(d, &rt_test_loc);
  arrc_array_decref(d);
  arrc_array_decref(a);
}

static void copy_of_another_shape(const void *arg) {
  (void)arg;
  arrc_array *d = iota_i64(5), *src = iota_i64(4);
  arrc_copy_to_device(d, src, &rt_test_loc);
}

Test(rt_cudahost, copy_to_device_checks_the_shape) {
  arrc_array *d = iota_i64(3), *src = iota_i64(3);
  ((int64_t *)src->data)[2] = 40;
  arrc_copy_to_device(d, src, &rt_test_loc);
  cr_expect_eq(((int64_t *)d->data)[2], 40);
  arrc_array_decref(d);
  arrc_array_decref(src);
  rt_expect_error(copy_of_another_shape, NULL, "ValueError: incompatible shape: (5,) vs. (4,)");
}
