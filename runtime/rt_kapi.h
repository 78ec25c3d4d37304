/* The runtime of the CUDA kernel API of issue 16's kernel part (kapi.c),
 * called by the code codegen/lib_kapi.c makes: the host side of
 * numba.cuda.random.init_xoroshiro128p_states, and numba.cuda.libdevice on
 * the CPU path, the functions of NVIDIA's libdevice that the C library
 * lacks under the same name (from the table ir/libdevice_table.h).
 * Integers follow libdevice's signatures, which are signed even where the
 * operation is unsigned (umax, double2uint): the bits are the unsigned
 * value. */
#ifndef ARRC_RT_KAPI_H
#define ARRC_RT_KAPI_H

#include <stdint.h>

#include "arrc_rt.h"

/* init_xoroshiro128p_states(states, seed, subsequence_start): states, a
 * 1-D (device) array of generator states, seeded as
 * create_xoroshiro128p_states(len(states), seed, subsequence_start) seeds
 * a new one. */
void arrc_xoroshiro_init_states(arrc_array *states, int64_t seed, int64_t subsequence_start, const arrc_loc *loc);

/* The rounding mode of the _rn, _rz, _ru and _rd functions, passed as
 * their last argument. */
enum { ARRC_ROUND_NEAREST = 0, ARRC_ROUND_ZERO = 1, ARRC_ROUND_UP = 2, ARRC_ROUND_DOWN = 3 };

int32_t arrc_ld_abs(int32_t x);
int64_t arrc_ld_llabs(int64_t x);
int32_t arrc_ld_max(int32_t x, int32_t y);
int32_t arrc_ld_min(int32_t x, int32_t y);
int32_t arrc_ld_umax(int32_t x, int32_t y);
int32_t arrc_ld_umin(int32_t x, int32_t y);
int64_t arrc_ld_llmax(int64_t x, int64_t y);
int64_t arrc_ld_llmin(int64_t x, int64_t y);
int64_t arrc_ld_ullmax(int64_t x, int64_t y);
int64_t arrc_ld_ullmin(int64_t x, int64_t y);
int32_t arrc_ld_brev(int32_t x);
int64_t arrc_ld_brevll(int64_t x);
int32_t arrc_ld_byte_perm(int32_t x, int32_t y, int32_t s);
int32_t arrc_ld_clz(int32_t x);
int32_t arrc_ld_clzll(int64_t x);
int32_t arrc_ld_ffs(int32_t x);
int32_t arrc_ld_ffsll(int64_t x);
int32_t arrc_ld_popc(int32_t x);
int32_t arrc_ld_popcll(int64_t x);
int32_t arrc_ld_hadd(int32_t x, int32_t y);
int32_t arrc_ld_rhadd(int32_t x, int32_t y);
int32_t arrc_ld_uhadd(int32_t x, int32_t y);
int32_t arrc_ld_urhadd(int32_t x, int32_t y);
int32_t arrc_ld_mul24(int32_t x, int32_t y);
int32_t arrc_ld_umul24(int32_t x, int32_t y);
int32_t arrc_ld_mulhi(int32_t x, int32_t y);
int32_t arrc_ld_umulhi(int32_t x, int32_t y);
int64_t arrc_ld_mul64hi(int64_t x, int64_t y);
int64_t arrc_ld_umul64hi(int64_t x, int64_t y);
int32_t arrc_ld_sad(int32_t x, int32_t y, int32_t z);
int32_t arrc_ld_usad(int32_t x, int32_t y, int32_t z);

double arrc_ld_dadd(double x, double y, int32_t mode);
double arrc_ld_dmul(double x, double y, int32_t mode);
double arrc_ld_ddiv(double x, double y, int32_t mode);
double arrc_ld_drcp(double x, int32_t mode);
double arrc_ld_dsqrt(double x, int32_t mode);
double arrc_ld_fma(double x, double y, double z, int32_t mode);
float arrc_ld_fadd(float x, float y, int32_t mode);
float arrc_ld_fsub(float x, float y, int32_t mode);
float arrc_ld_fmul(float x, float y, int32_t mode);
float arrc_ld_fdiv(float x, float y, int32_t mode);
float arrc_ld_frcp(float x, int32_t mode);
float arrc_ld_fsqrt(float x, int32_t mode);
float arrc_ld_fmaf(float x, float y, float z, int32_t mode);
float arrc_ld_frsqrt_rn(float x);
float arrc_ld_fast_fdividef(float x, float y);

float arrc_ld_double2float(double x, int32_t mode);
int32_t arrc_ld_double2int(double x, int32_t mode);
int32_t arrc_ld_double2uint(double x, int32_t mode);
int64_t arrc_ld_double2ll(double x, int32_t mode);
int64_t arrc_ld_double2ull(double x, int32_t mode);
int32_t arrc_ld_float2int(float x, int32_t mode);
int32_t arrc_ld_float2uint(float x, int32_t mode);
int64_t arrc_ld_float2ll(float x, int32_t mode);
int64_t arrc_ld_float2ull(float x, int32_t mode);
float arrc_ld_int2float(int32_t x, int32_t mode);
float arrc_ld_uint2float(int32_t x, int32_t mode);
float arrc_ld_ll2float(int64_t x, int32_t mode);
float arrc_ld_ull2float(int64_t x, int32_t mode);
double arrc_ld_ll2double(int64_t x, int32_t mode);
double arrc_ld_ull2double(int64_t x, int32_t mode);
double arrc_ld_int2double_rn(int32_t x);
double arrc_ld_uint2double_rn(int32_t x);
int16_t arrc_ld_float2half_rn(float x);
float arrc_ld_half2float(int16_t x);

int32_t arrc_ld_double2hiint(double x);
int32_t arrc_ld_double2loint(double x);
double arrc_ld_hiloint2double(int32_t hi, int32_t lo);
int64_t arrc_ld_double_as_longlong(double x);
double arrc_ld_longlong_as_double(int64_t x);
int32_t arrc_ld_float_as_int(float x);
float arrc_ld_int_as_float(int32_t x);

int32_t arrc_ld_isfinited(double x);
int32_t arrc_ld_finitef(float x);
int32_t arrc_ld_isinfd(double x);
int32_t arrc_ld_isinff(float x);
int32_t arrc_ld_isnand(double x);
int32_t arrc_ld_isnanf(float x);
int32_t arrc_ld_signbitd(double x);
int32_t arrc_ld_signbitf(float x);

double arrc_ld_sinpi(double x);
double arrc_ld_cospi(double x);
float arrc_ld_sinpif(float x);
float arrc_ld_cospif(float x);
void arrc_ld_sincospi(double x, double *s, double *c);
void arrc_ld_sincospif(float x, float *s, float *c);
double arrc_ld_erfinv(double y);
double arrc_ld_erfcinv(double y);
double arrc_ld_erfcx(double x);
double arrc_ld_normcdf(double x);
double arrc_ld_normcdfinv(double p);
float arrc_ld_erfinvf(float y);
float arrc_ld_erfcinvf(float y);
float arrc_ld_erfcxf(float x);
float arrc_ld_normcdff(float x);
float arrc_ld_normcdfinvf(float p);
double arrc_ld_rcbrt(double x);
float arrc_ld_rcbrtf(float x);
double arrc_ld_rsqrt(double x);
float arrc_ld_rsqrtf(float x);
float arrc_ld_saturatef(float x);
double arrc_ld_powi(double x, int32_t n);
float arrc_ld_powif(float x, int32_t n);

#endif
