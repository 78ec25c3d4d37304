# os.path on the corner cases of posixpath: empty strings, trailing and
# repeated slashes, dot files, "..", absolute parts in join; os and sys
# constants; getenv and os.environ.get with and without defaults.
import os
import os.path
import sys
from os import path
from os.path import join as pjoin, splitext

print(os.path.join("a"), os.path.join("a", ""), os.path.join("", "b"), os.path.join("a", "/b", "c"))
print(pjoin("a/", "b/", "c"), pjoin("/", "x"), path.join("dir", "sub", "f.txt"))
for p in ["", "/", "//", "///", "a", "a/", "/a/b/", "a//b", "./a", "../a/..", "/..", "a/./b/../../c"]:
    print(p, "|", os.path.normpath(p), "|", os.path.basename(p), "|", os.path.dirname(p),
          "|", os.path.split(p), "|", os.path.isabs(p))
for p in ["a.txt", ".bashrc", "..x", "a/b.c/d", "a.b.c", "dir.d/", "a.", "...", "x/.y.z", ""]:
    print(p, splitext(p))
print(os.path.abspath("/usr/../etc/./x"), os.path.abspath("sub") == os.path.join(os.getcwd(), "sub"))
print(os.path.expanduser("no/tilde"), os.path.expanduser("~") == os.getenv("HOME", ""))
print(os.getenv("ARRC_SURELY_UNSET_VARIABLE"), os.getenv("ARRC_SURELY_UNSET_VARIABLE", "default"))
print(os.environ.get("ARRC_SURELY_UNSET_VARIABLE"), os.environ.get("ARRC_SURELY_UNSET_VARIABLE", ""))
home = os.environ.get("HOME")
if home is not None:
    print("home is set:", len(home) > 0)
print(os.sep, os.path.sep, len(os.linesep), os.name)
print(sys.maxsize, sys.maxsize + 0 == 2 ** 63 - 1, sys.platform, sys.byteorder)
print(sys.float_info.epsilon, sys.float_info.max, sys.float_info.min, sys.float_info.dig,
      sys.float_info.mant_dig, sys.float_info.max_exp, sys.float_info.min_exp)
print(sys.version_info.major, sys.version_info.minor >= 8)
print(os.path.exists("/"), os.path.isdir("/"), os.path.isfile("/"), os.path.exists("no/such/file"))
print(os.cpu_count() >= 1, os.path.isabs(os.getcwd()))
print("HOME" in os.environ, "ARRC_SURELY_UNSET_VARIABLE" in os.environ, "ARRC_SURELY_UNSET_VARIABLE" not in os.environ)
if "ARRC_SURELY_UNSET_VARIABLE" not in os.environ:
    print("unset, as expected")
