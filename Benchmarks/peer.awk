# The same conversions as convcalc's replay, done by awk: the keypad's converters, numbers,
# "C N", "N +/-", "convert N" and "swap", each printing the two displays with printf "%.2f".
BEGIN {
    split("F C mi km m m m m", from, " "); split("C F km mi ft yd km cm", to, " ")
    current = 1; value = 0
}
function convert(x) {
    if (current == 1) return (x - 32) * 5 / 9
    if (current == 2) return x * 9 / 5 + 32
    if (current == 3) return x * 1.609344
    if (current == 4) return x / 1.609344
    if (current == 5) return x / 0.3048
    if (current == 6) return x / 0.9144
    if (current == 7) return x / 1000
    return x * 100
}
$1 == "convert" { current = $2 + 0 }
$1 == "C" { value = $2 + 0 }
$2 == "+/-" { value = -$1 }
$1 == "swap" { value = convert(value); current = (current % 2 == 1 && current <= 4) ? current + 1 : current }
$1 ~ /^[0-9.]+$/ && NF == 1 { value = $1 + 0 }
{ printf "%.2f %s\n%s %s\n", convert(value), to[current], value, from[current] }
