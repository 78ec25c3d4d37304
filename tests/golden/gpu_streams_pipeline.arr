# GPU: a host program that pipelines chunks of an array through streams: pinned staging buffers (pinned_array, pinned_array_like), copies on a stream (to_device, copy_to_device, copy_to_host(ary, stream=)), launches on a stream, auto_synchronize, device-to-device copies, the default stream, events with timing (only elapsed >= 0 is printed) and cuda.synchronize.
import numpy as np
from numba import cuda


@cuda.jit
def polynomial(out, x):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i] = 3.0 * v * v - 2.0 * v + 1.0


@cuda.jit
def offset(a, k):
    i = cuda.grid(1)
    if i < a.shape[0]:
        a[i] += k


n = 1000
chunk = 300
nstreams = 3
data = np.linspace(-1.0, 1.0, n)
result = np.zeros(n)
streams = [cuda.stream() for _ in range(nstreams)]
staging_in = [cuda.pinned_array(chunk, dtype=np.float64) for _ in range(nstreams)]
staging_out = [cuda.pinned_array_like(staging_in[0]) for _ in range(nstreams)]
d_in = [cuda.device_array(chunk, dtype=np.float64) for _ in range(nstreams)]
d_out = [cuda.device_array_like(staging_in[0]) for _ in range(nstreams)]

start = cuda.event(timing=True)
stop = cuda.event(timing=True)
start.record()
for k, lo in enumerate(range(0, n, chunk)):
    hi = min(lo + chunk, n)
    s = k % nstreams
    stream = streams[s]
    m = hi - lo
    staging_in[s][:m] = data[lo:hi]
    staging_in[s][m:] = 0.0
    d_in[s].copy_to_device(staging_in[s], stream=stream)
    polynomial[(chunk + 127) // 128, 128, stream](d_out[s], d_in[s])
    d_out[s].copy_to_host(staging_out[s], stream=stream)
    stream.synchronize()
    result[lo:hi] = staging_out[s][:m]
stop.record()
stop.synchronize()
print("elapsed >= 0:", cuda.event_elapsed_time(start, stop) >= 0, start.elapsed_time(stop) >= 0)
expected = 3.0 * data * data - 2.0 * data + 1.0
print(np.allclose(result, expected), result[:3], result[-1])

# auto_synchronize: the stream's work is done when the block ends.
s0 = cuda.stream()
with s0.auto_synchronize():
    d = cuda.to_device(np.arange(10, dtype=np.int32), stream=s0)
    offset[1, 32, s0](d, 5)
    h = np.zeros(10, dtype=np.int32)
    d.copy_to_host(h, stream=s0)
print(h)

# Device to device: one device array copied into another, then changed.
d_copy = cuda.device_array_like(d)
d_copy.copy_to_device(d)
offset[1, 16](d_copy, -5)
print(d.copy_to_host(), d_copy.copy_to_host())

# The default stream, and an event that one stream's work waits for.
ds = cuda.default_stream()
one = cuda.to_device(np.ones(7, dtype=np.float32))
offset[2, 4, ds](one, 1.5)
ready = cuda.event()
ready.record(ds)
other = cuda.stream()
ready.wait(other)
offset[1, 8, other](one, 0.25)
other.synchronize()
ds.synchronize()
cuda.synchronize()
print(one.copy_to_host())

# One element and no element through the same staging path.
for size in (1, 0):
    src = cuda.pinned_array(size, dtype=np.int64)
    src[:] = 41
    dev = cuda.to_device(src, stream=s0)
    offset[1, 1, s0](dev, 1)
    back = cuda.pinned_array_like(src)
    dev.copy_to_host(back, stream=s0)
    s0.synchronize()
    print(size, back)
