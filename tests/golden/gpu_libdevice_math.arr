# GPU: the numba.cuda.libdevice functions of the C library (sqrt, expf,
# lgamma, jn, sincos, frexp, modf, the fast_ approximations, ...) and the
# special functions (erfinv, erfcinv, erfcx, normcdfinv, sinpi, cospi),
# each on six inputs; functions that return through pointers give tuples,
# whose parts are printed in turn (remquo is left out: how many bits of the
# quotient it gives is the implementation's choice). Rows of
# ir/libdevice_table.h, written out by a script. libdevice is accurate to a
# few ulps, so float64 results are printed to 9 significant digits and
# float32 ones to 5. The .flags keep only the PTX: ptxas of this kernel for
# every architecture takes a minute.
import numpy as np
from numba import cuda
from numba.cuda import libdevice


@cuda.jit
def table0(fd, ff, ii, ll, fo, io):
    j = cuda.grid(1)
    if j < fd.size:
        fo[0, j] = libdevice.acos(fd[j])
        fo[1, j] = libdevice.acosf(ff[j])
        fo[2, j] = libdevice.acosh(fd[j])
        fo[3, j] = libdevice.acoshf(ff[j])
        fo[4, j] = libdevice.asin(fd[j])
        fo[5, j] = libdevice.asinf(ff[j])
        fo[6, j] = libdevice.asinh(fd[j])
        fo[7, j] = libdevice.asinhf(ff[j])
        fo[8, j] = libdevice.atan(fd[j])
        fo[9, j] = libdevice.atan2(fd[j], fd[(j + 1) % 6])
        fo[10, j] = libdevice.atan2f(ff[j], ff[(j + 1) % 6])
        fo[11, j] = libdevice.atanf(ff[j])
        fo[12, j] = libdevice.atanh(fd[j])
        fo[13, j] = libdevice.atanhf(ff[j])
        fo[14, j] = libdevice.cbrt(fd[j])
        fo[15, j] = libdevice.cbrtf(ff[j])
        fo[16, j] = libdevice.ceil(fd[j])
        fo[17, j] = libdevice.ceilf(ff[j])
        fo[18, j] = libdevice.copysign(fd[j], fd[(j + 1) % 6])
        fo[19, j] = libdevice.copysignf(ff[j], ff[(j + 1) % 6])
        fo[20, j] = libdevice.cos(fd[j])
        fo[21, j] = libdevice.cosf(ff[j])
        fo[22, j] = libdevice.cosh(fd[j])
        fo[23, j] = libdevice.coshf(ff[j])
        fo[24, j] = libdevice.cospi(fd[j])
        fo[25, j] = libdevice.cospif(ff[j])
        fo[26, j] = libdevice.dsqrt_rd(fd[j])
        fo[27, j] = libdevice.dsqrt_rn(fd[j])
        fo[28, j] = libdevice.dsqrt_ru(fd[j])
        fo[29, j] = libdevice.dsqrt_rz(fd[j])
        fo[30, j] = libdevice.erf(fd[j])
        fo[31, j] = libdevice.erfc(fd[j])
        fo[32, j] = libdevice.erfcf(ff[j])
        fo[33, j] = libdevice.erfcinv(fd[j])
        fo[34, j] = libdevice.erfcinvf(ff[j])
        fo[35, j] = libdevice.erfcx(fd[j])
        fo[36, j] = libdevice.erfcxf(ff[j])
        fo[37, j] = libdevice.erff(ff[j])
        fo[38, j] = libdevice.erfinv(fd[j])
        fo[39, j] = libdevice.erfinvf(ff[j])

@cuda.jit
def table1(fd, ff, ii, ll, fo, io):
    j = cuda.grid(1)
    if j < fd.size:
        fo[40, j] = libdevice.exp(fd[j])
        fo[41, j] = libdevice.exp10(fd[j])
        fo[42, j] = libdevice.exp10f(ff[j])
        fo[43, j] = libdevice.exp2(fd[j])
        fo[44, j] = libdevice.exp2f(ff[j])
        fo[45, j] = libdevice.expf(ff[j])
        fo[46, j] = libdevice.expm1(fd[j])
        fo[47, j] = libdevice.expm1f(ff[j])
        fo[48, j] = libdevice.fabs(fd[j])
        fo[49, j] = libdevice.fabsf(ff[j])
        fo[50, j] = libdevice.fast_cosf(ff[j])
        fo[51, j] = libdevice.fast_exp10f(ff[j])
        fo[52, j] = libdevice.fast_expf(ff[j])
        fo[53, j] = libdevice.fast_log10f(ff[j])
        fo[54, j] = libdevice.fast_log2f(ff[j])
        fo[55, j] = libdevice.fast_logf(ff[j])
        fo[56, j] = libdevice.fast_powf(ff[j], ff[(j + 1) % 6])
        t0, t1 = libdevice.fast_sincosf(ff[j])
        fo[57, j] = t0
        fo[58, j] = t1
        fo[59, j] = libdevice.fast_sinf(ff[j])
        fo[60, j] = libdevice.fast_tanf(ff[j])
        fo[61, j] = libdevice.fdim(fd[j], fd[(j + 1) % 6])
        fo[62, j] = libdevice.fdimf(ff[j], ff[(j + 1) % 6])
        fo[63, j] = libdevice.floor(fd[j])
        fo[64, j] = libdevice.floorf(ff[j])
        fo[65, j] = libdevice.fma(fd[j], fd[(j + 1) % 6], fd[(j + 2) % 6])
        fo[66, j] = libdevice.fmaf(ff[j], ff[(j + 1) % 6], ff[(j + 2) % 6])
        fo[67, j] = libdevice.fmax(fd[j], fd[(j + 1) % 6])
        fo[68, j] = libdevice.fmaxf(ff[j], ff[(j + 1) % 6])
        fo[69, j] = libdevice.fmin(fd[j], fd[(j + 1) % 6])
        fo[70, j] = libdevice.fminf(ff[j], ff[(j + 1) % 6])
        fo[71, j] = libdevice.fmod(fd[j], fd[(j + 1) % 6])
        fo[72, j] = libdevice.fmodf(ff[j], ff[(j + 1) % 6])
        t0, t1 = libdevice.frexp(fd[j])
        fo[73, j] = t0
        io[74, j] = t1
        t0, t1 = libdevice.frexpf(ff[j])
        fo[75, j] = t0
        io[76, j] = t1
        fo[77, j] = libdevice.fsqrt_rd(ff[j])
        fo[78, j] = libdevice.fsqrt_rn(ff[j])
        fo[79, j] = libdevice.fsqrt_ru(ff[j])
        fo[80, j] = libdevice.fsqrt_rz(ff[j])
        fo[81, j] = libdevice.hypot(fd[j], fd[(j + 1) % 6])
        fo[82, j] = libdevice.hypotf(ff[j], ff[(j + 1) % 6])

@cuda.jit
def table2(fd, ff, ii, ll, fo, io):
    j = cuda.grid(1)
    if j < fd.size:
        io[83, j] = libdevice.ilogb(fd[j])
        io[84, j] = libdevice.ilogbf(ff[j])
        fo[85, j] = libdevice.j0(fd[j])
        fo[86, j] = libdevice.j0f(ff[j])
        fo[87, j] = libdevice.j1(fd[j])
        fo[88, j] = libdevice.j1f(ff[j])
        fo[89, j] = libdevice.jn(ii[j] % 3, fd[(j + 1) % 6])
        fo[90, j] = libdevice.jnf(ii[j] % 3, ff[(j + 1) % 6])
        fo[91, j] = libdevice.ldexp(fd[j], ii[j] % 9)
        fo[92, j] = libdevice.ldexpf(ff[j], ii[j] % 9)
        fo[93, j] = libdevice.lgamma(fd[j])
        fo[94, j] = libdevice.lgammaf(ff[j])
        io[95, j] = libdevice.llrint(fd[j])
        io[96, j] = libdevice.llrintf(ff[j])
        io[97, j] = libdevice.llround(fd[j])
        io[98, j] = libdevice.llroundf(ff[j])
        fo[99, j] = libdevice.log(fd[j])
        fo[100, j] = libdevice.log10(fd[j])
        fo[101, j] = libdevice.log10f(ff[j])
        fo[102, j] = libdevice.log1p(fd[j])
        fo[103, j] = libdevice.log1pf(ff[j])
        fo[104, j] = libdevice.log2(fd[j])
        fo[105, j] = libdevice.log2f(ff[j])
        fo[106, j] = libdevice.logb(fd[j])
        fo[107, j] = libdevice.logbf(ff[j])
        fo[108, j] = libdevice.logf(ff[j])
        t0, t1 = libdevice.modf(fd[j])
        fo[109, j] = t0
        fo[110, j] = t1
        t0, t1 = libdevice.modff(ff[j])
        fo[111, j] = t0
        fo[112, j] = t1
        io[113, j] = libdevice.mul24(ii[j], ii[(j + 1) % 6])
        fo[114, j] = libdevice.nearbyint(fd[j])
        fo[115, j] = libdevice.nearbyintf(ff[j])
        fo[116, j] = libdevice.nextafter(fd[j], fd[(j + 1) % 6])
        fo[117, j] = libdevice.nextafterf(ff[j], ff[(j + 1) % 6])
        fo[118, j] = libdevice.normcdfinv(fd[j])
        fo[119, j] = libdevice.normcdfinvf(ff[j])
        fo[120, j] = libdevice.pow(fd[j], fd[(j + 1) % 6])
        fo[121, j] = libdevice.powf(ff[j], ff[(j + 1) % 6])
        fo[122, j] = libdevice.remainder(fd[j], fd[(j + 1) % 6])
        fo[123, j] = libdevice.remainderf(ff[j], ff[(j + 1) % 6])
        fo[124, j] = libdevice.rint(fd[j])

@cuda.jit
def table3(fd, ff, ii, ll, fo, io):
    j = cuda.grid(1)
    if j < fd.size:
        fo[125, j] = libdevice.rintf(ff[j])
        fo[126, j] = libdevice.round(fd[j])
        fo[127, j] = libdevice.roundf(ff[j])
        fo[128, j] = libdevice.scalbn(fd[j], ii[j] % 9)
        fo[129, j] = libdevice.scalbnf(ff[j], ii[j] % 9)
        fo[130, j] = libdevice.sin(fd[j])
        t0, t1 = libdevice.sincos(fd[j])
        fo[131, j] = t0
        fo[132, j] = t1
        t0, t1 = libdevice.sincosf(ff[j])
        fo[133, j] = t0
        fo[134, j] = t1
        t0, t1 = libdevice.sincospi(fd[j])
        fo[135, j] = t0
        fo[136, j] = t1
        t0, t1 = libdevice.sincospif(ff[j])
        fo[137, j] = t0
        fo[138, j] = t1
        fo[139, j] = libdevice.sinf(ff[j])
        fo[140, j] = libdevice.sinh(fd[j])
        fo[141, j] = libdevice.sinhf(ff[j])
        fo[142, j] = libdevice.sinpi(fd[j])
        fo[143, j] = libdevice.sinpif(ff[j])
        fo[144, j] = libdevice.sqrt(fd[j])
        fo[145, j] = libdevice.sqrtf(ff[j])
        fo[146, j] = libdevice.tan(fd[j])
        fo[147, j] = libdevice.tanf(ff[j])
        fo[148, j] = libdevice.tanh(fd[j])
        fo[149, j] = libdevice.tanhf(ff[j])
        fo[150, j] = libdevice.tgamma(fd[j])
        fo[151, j] = libdevice.tgammaf(ff[j])
        fo[152, j] = libdevice.trunc(fd[j])
        fo[153, j] = libdevice.truncf(ff[j])
        io[154, j] = libdevice.umul24(ii[j], ii[(j + 1) % 6])
        fo[155, j] = libdevice.y0(fd[j])
        fo[156, j] = libdevice.y0f(ff[j])
        fo[157, j] = libdevice.y1(fd[j])
        fo[158, j] = libdevice.y1f(ff[j])
        fo[159, j] = libdevice.yn(ii[j] % 3, fd[(j + 1) % 6])
        fo[160, j] = libdevice.ynf(ii[j] % 3, ff[(j + 1) % 6])

fd = np.array([0.25, -0.5, 1.5, 2.75, 0.1, 7.0])
ff = fd.astype(np.float32)
ii = np.array([0, -3, 2, 5, 1, 7], dtype=np.int32)
ll = np.array([0, -3, 2, 5, 1, 7], dtype=np.int64)
fo = np.zeros((161, 6))
io = np.zeros((161, 6), dtype=np.int64)
table0[1, 8](fd, ff, ii, ll, fo, io)
table1[1, 8](fd, ff, ii, ll, fo, io)
table2[1, 8](fd, ff, ii, ll, fo, io)
table3[1, 8](fd, ff, ii, ll, fo, io)
KINDS = 'acos:d acosf:f acosh:d acoshf:f asin:d asinf:f asinh:d asinhf:f atan:d atan2:d atan2f:f atanf:f atanh:d atanhf:f cbrt:d cbrtf:f ceil:d ceilf:f copysign:d copysignf:f cos:d cosf:f cosh:d coshf:f cospi:d cospif:f dsqrt_rd:d dsqrt_rn:d dsqrt_ru:d dsqrt_rz:d erf:d erfc:d erfcf:f erfcinv:d erfcinvf:f erfcx:d erfcxf:f erff:f erfinv:d erfinvf:f exp:d exp10:d exp10f:f exp2:d exp2f:f expf:f expm1:d expm1f:f fabs:d fabsf:f fast_cosf:f fast_exp10f:f fast_expf:f fast_log10f:f fast_log2f:f fast_logf:f fast_powf:f fast_sincosf.0:f fast_sincosf.1:f fast_sinf:f fast_tanf:f fdim:d fdimf:f floor:d floorf:f fma:d fmaf:f fmax:d fmaxf:f fmin:d fminf:f fmod:d fmodf:f frexp.0:d frexp.1:i frexpf.0:f frexpf.1:i fsqrt_rd:f fsqrt_rn:f fsqrt_ru:f fsqrt_rz:f hypot:d hypotf:f ilogb:i ilogbf:i j0:d j0f:f j1:d j1f:f jn:d jnf:f ldexp:d ldexpf:f lgamma:d lgammaf:f llrint:l llrintf:l llround:l llroundf:l log:d log10:d log10f:f log1p:d log1pf:f log2:d log2f:f logb:d logbf:f logf:f modf.0:d modf.1:d modff.0:f modff.1:f mul24:i nearbyint:d nearbyintf:f nextafter:d nextafterf:f normcdfinv:d normcdfinvf:f pow:d powf:f remainder:d remainderf:f rint:d rintf:f round:d roundf:f scalbn:d scalbnf:f sin:d sincos.0:d sincos.1:d sincosf.0:f sincosf.1:f sincospi.0:d sincospi.1:d sincospif.0:f sincospif.1:f sinf:f sinh:d sinhf:f sinpi:d sinpif:f sqrt:d sqrtf:f tan:d tanf:f tanh:d tanhf:f tgamma:d tgammaf:f trunc:d truncf:f umul24:i y0:d y0f:f y1:d y1f:f yn:d ynf:f'
for row, item in enumerate(KINDS.split()):
    name, kind = item.split(":")
    if kind in "ilh":
        print(name, io[row, 0], io[row, 1], io[row, 2], io[row, 3], io[row, 4], io[row, 5])
    elif kind == "f":
        v = fo[row]
        print(name, f"{v[0]:.5g} {v[1]:.5g} {v[2]:.5g} {v[3]:.5g} {v[4]:.5g} {v[5]:.5g}")
    else:
        v = fo[row]
        print(name, f"{v[0]:.9g} {v[1]:.9g} {v[2]:.9g} {v[3]:.9g} {v[4]:.9g} {v[5]:.9g}")
