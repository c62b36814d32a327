#include "cli/text_table.hpp"

#include <algorithm>
#include <sstream>

namespace ipclab::app {

std::size_t displayWidth(const std::string& text) {
    // Count every byte that does not continue a multi-byte UTF-8 sequence (10xxxxxx).
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) {
        return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    }));
}

void TextTable::setHeader(std::vector<std::string> header, std::vector<Align> align) {
    m_header = std::move(header);
    m_align = std::move(align);
    m_align.resize(m_header.size(), Align::Left);
}

void TextTable::addRow(std::vector<std::string> row) {
    m_rows.push_back(std::move(row));
}

std::string TextTable::render() const {
    std::size_t columns = m_header.size();
    for (const auto& row : m_rows) {
        columns = std::max(columns, row.size());
    }
    std::vector<std::size_t> widths(columns, 0);
    auto measure = [&](const std::vector<std::string>& row) {
        for (std::size_t i = 0; i < row.size(); ++i) {
            widths[i] = std::max(widths[i], displayWidth(row[i]));
        }
    };
    measure(m_header);
    for (const auto& row : m_rows) {
        measure(row);
    }

    std::string out;
    auto writeRow = [&](const std::vector<std::string>& row) {
        std::string line;
        for (std::size_t i = 0; i < columns; ++i) {
            const std::string cell = i < row.size() ? row[i] : std::string();
            const std::string padding(widths[i] - displayWidth(cell), ' ');
            const bool right = i < m_align.size() && m_align[i] == Align::Right;
            if (i > 0) {
                line += "  ";
            }
            line += right ? padding + cell : cell + padding;
        }
        // No trailing blanks: they show up in diffs and copy-paste.
        line.erase(line.find_last_not_of(' ') + 1);
        out += line;
        out += '\n';
    };
    if (!m_header.empty()) {
        writeRow(m_header);
        std::size_t total = 0;
        for (std::size_t width : widths) {
            total += width;
        }
        out += std::string(total + 2 * (columns > 0 ? columns - 1 : 0), '-');
        out += '\n';
    }
    for (const auto& row : m_rows) {
        writeRow(row);
    }
    return out;
}

std::string wrapWords(const std::string& text, std::size_t width, const std::string& first,
                      const std::string& rest) {
    std::istringstream words(text);
    std::string word;
    std::string out = first;
    std::size_t column = displayWidth(first);
    bool lineEmpty = true;
    while (words >> word) {
        const std::size_t length = displayWidth(word);
        if (!lineEmpty && column + 1 + length > width) {
            out += "\n" + rest;
            column = displayWidth(rest);
            lineEmpty = true;
        }
        if (!lineEmpty) {
            out += ' ';
            ++column;
        }
        out += word;
        column += length;
        lineEmpty = false;
    }
    return out + "\n";
}

}  // namespace ipclab::app
