// What the build knew: the git commit Scripts/build.sh built from, for `convcalc --version`.
#ifndef CONVCALC_BUILD_INFO_H
#define CONVCALC_BUILD_INFO_H

/// The short git commit of the checkout (with "-dirty" when it had changes), or "" when the
/// build did not come from Scripts/build.sh in a git checkout.
const char *convcalc_build_commit(void);

#endif
