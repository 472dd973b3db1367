# shellcheck shell=bash
# Finds QEMU (qemu-system-arm and qemu-system-riscv32) or installs it from
# Debian's packages: sourced by tests/firmware/run.sh and
# capi/firmware/run.sh.
#
#   logs=DIR; note() { ...; }       # the caller's: install.log goes to DIR
#   source tests/firmware/qemu.sh
#   find_qemu || { echo "FAIL setup: no QEMU"; exit 1; }
#   "$qemu_arm" ...                 # set by find_qemu
#
# Without root or sudo the install is skipped. When installing system-wide
# would remove a package the machine has (a newer qemu-utils, for one),
# Debian's QEMU is unpacked under tests/firmware/target/qemu instead, and
# both scripts find it there.

qemu_home="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    else
        sudo -n "$@"
    fi
}

apt_updated=0
apt_install() {
    if [ "$apt_updated" = 0 ]; then
        as_root apt-get update -qq >>"$logs/install.log" 2>&1 || return 1
        apt_updated=1
    fi
    # --no-remove: never take away a package the machine already has.
    as_root env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends --no-remove "$@" >>"$logs/install.log" 2>&1
}

qemu_arm=""
qemu_riscv=""
pick_qemu() {
    local dir
    for dir in "" "$qemu_home/target/qemu/usr/bin/"; do
        local arm="${dir}qemu-system-arm" riscv="${dir}qemu-system-riscv32"
        if [ -z "$dir" ]; then
            arm=$(command -v qemu-system-arm) || continue
            riscv=$(command -v qemu-system-riscv32) || continue
        fi
        if "$arm" --version >/dev/null 2>&1 && "$riscv" --version >/dev/null 2>&1; then
            qemu_arm="$arm"
            qemu_riscv="$riscv"
            return 0
        fi
    done
    return 1
}

# Debian's QEMU, unpacked under tests/firmware/target/qemu: for a machine
# where installing it system-wide would remove something.
unpack_qemu() {
    local deps
    deps=$(apt-cache depends qemu-system-arm qemu-system-misc 2>/dev/null |
        awk '$1 == "Depends:" && $2 !~ /^qemu-/ && $2 !~ /^</ { print $2 }' | sort -u)
    # shellcheck disable=SC2086 # one word per library package
    apt_install $deps || return 1
    rm -rf "$qemu_home/target/qemu" "$qemu_home/target/qemu-debs"
    mkdir -p "$qemu_home/target/qemu-debs" "$qemu_home/target/qemu"
    (cd "$qemu_home/target/qemu-debs" && apt-get download qemu-system-arm qemu-system-misc) \
        >>"$logs/install.log" 2>&1 || return 1
    local deb
    for deb in "$qemu_home"/target/qemu-debs/*.deb; do
        dpkg-deb -x "$deb" "$qemu_home/target/qemu" || return 1
    done
}

# find_qemu: sets qemu_arm and qemu_riscv, installing or unpacking QEMU
# first when the machine has none; returns 1 when neither works.
find_qemu() {
    pick_qemu && return 0
    note "installing QEMU from Debian's packages (qemu-system-arm, qemu-system-misc)"
    if ! apt_install qemu-system-arm qemu-system-misc || ! pick_qemu; then
        note "apt-get cannot install QEMU here without removing a package; unpacking Debian's QEMU into tests/firmware/target/qemu"
        unpack_qemu
        pick_qemu || return 1
    fi
}
