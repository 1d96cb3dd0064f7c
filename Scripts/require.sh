# Sourced by the other scripts: makes sure swift and the Debian packages convcalc needs are
# present, installing what is missing with apt-get (as root, or through sudo).

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null 2>&1 || { echo "convcalc: the Swift 6 toolchain is needed (https://swift.org/install)" >&2; exit 1; }

# require_packages PACKAGE... : installs the Debian packages that are not installed yet.
require_packages() {
  local missing=()
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "convcalc: please install: ${missing[*]}" >&2
    return 1
  fi
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "convcalc: installing ${missing[*]}" >&2
  $sudo apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}
