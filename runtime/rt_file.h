/* Text files of host code (file.c): open(), their methods and iteration.
 * Generated code holds an arrc_file pointer; the runtime keeps every file
 * it opened on one list until the program ends, when it closes those still
 * open (flushing what was written, as Python does at exit) and frees all. */
#ifndef ARRC_RT_FILE_H
#define ARRC_RT_FILE_H

#include <stdio.h>

#include "arrc_rt.h"

typedef struct arrc_file arrc_file;

/* The OSError subclass Python raises for errno, with its message
 * "[Errno N] strerror: 'path'" (FileNotFoundError, IsADirectoryError, ...). */
_Noreturn void arrc_os_error(int err, const arrc_str *path, const arrc_loc *loc);

/* open(path, mode): FileNotFoundError, IsADirectoryError, PermissionError
 * ... with Python's "[Errno 2] No such file or directory: 'x'";
 * ValueError for a mode Python refuses; binary modes are refused too. */
arrc_file *arrc_file_open(const arrc_str *path, const arrc_str *mode, const arrc_loc *loc);
/* f.read(size): size < 0 reads to the end; size counts characters. */
arrc_str *arrc_file_read(arrc_file *f, int64_t size, const arrc_loc *loc);
/* f.readline(): the next line with its '\n', '' at the end. */
arrc_str *arrc_file_readline(arrc_file *f, const arrc_loc *loc);
arrc_list *arrc_file_readlines(arrc_file *f, const arrc_loc *loc);
/* f.write(s): the number of characters written. */
int64_t arrc_file_write(arrc_file *f, const arrc_str *s, const arrc_loc *loc);
void arrc_file_writelines(arrc_file *f, const arrc_list *lines, const arrc_loc *loc);
void arrc_file_close(arrc_file *f);
/* for line in f: whether a next line exists (read ahead and kept), and it. */
bool arrc_file_has_line(arrc_file *f, const arrc_loc *loc);
arrc_str *arrc_file_next_line(arrc_file *f);

#endif
