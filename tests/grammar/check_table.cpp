// Reads every case of table.txt (the path is the first argument) with sudoku::parse from
// include/sudoku.hpp and prints one line per case that reads otherwise than the table says,
// then the number of cases; exits 1 when any case disagreed. Run by tests/grammar.rs.
#include <cstdint>
#include <fstream>
#include <iostream>
#include <stdexcept>
#include <string>

#include "sudoku.hpp"

namespace {

// Appends the UTF-8 encoding of the Unicode scalar value `c`.
void append_utf8(std::string &out, std::uint32_t c) {
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// The text a case's escaped TEXT stands for: \n, \r, \t, \\ and \u{HEX}.
std::string unescape(const std::string &escaped) {
    std::string text;
    for (std::size_t i = 0; i < escaped.size(); ++i) {
        if (escaped[i] != '\\') {
            text += escaped[i];
            continue;
        }
        const char kind = escaped.at(++i);
        if (kind == 'n') {
            text += '\n';
        } else if (kind == 'r') {
            text += '\r';
        } else if (kind == 't') {
            text += '\t';
        } else if (kind == '\\') {
            text += '\\';
        } else if (kind == 'u') {
            const std::size_t close = escaped.find('}', i);
            append_utf8(text, std::stoul(escaped.substr(i + 2, close - i - 2), nullptr, 16));
            i = close;
        } else {
            throw std::runtime_error("unknown escape in: " + escaped);
        }
    }
    return text;
}

// What sudoku::parse makes of `text`: the 81 values as digits, or "error".
std::string parsed(const std::string &text) {
    try {
        const sudoku::Grid grid = sudoku::parse(text);
        std::string digits;
        for (const std::uint8_t value : grid) {
            digits += static_cast<char>('0' + value);
        }
        return digits;
    } catch (const std::invalid_argument &) {
        return "error";
    }
}

}  // namespace

int main(int argc, char **argv) {
    if (argc != 2) {
        std::cerr << "usage: check_table TABLE\n";
        return 2;
    }
    std::ifstream table(argv[1]);
    std::string line;
    int cases = 0;
    int disagreements = 0;
    for (int number = 1; std::getline(table, line); ++number) {
        if (line.empty() || line[0] == '#') {
            continue;
        }
        const std::size_t colon = line.find(':');
        const std::string expected = line.substr(0, colon);
        const std::string found = parsed(unescape(line.substr(colon + 1)));
        ++cases;
        if (found != expected) {
            ++disagreements;
            std::cout << "table line " << number << ": expected " << expected << ", read "
                      << found << '\n';
        }
    }
    std::cout << cases << " cases\n";
    return disagreements == 0 && cases > 0 ? 0 : 1;
}
