#pragma once
/// A plain-text table with aligned columns, for terminals and logs. Not thread-safe.
#include <string>
#include <vector>

namespace ipclab::app {

class TextTable {
  public:
    enum class Align { Left, Right };

    /// Columns and their alignment (numbers read best right-aligned).
    void setHeader(std::vector<std::string> header, std::vector<Align> align = {});
    void addRow(std::vector<std::string> row);
    /// Header, a rule, then the rows; columns separated by two spaces; widths count UTF-8
    /// characters, not bytes ("µs" is two columns wide).
    std::string render() const;

  private:
    std::vector<std::string> m_header;
    std::vector<Align> m_align;
    std::vector<std::vector<std::string>> m_rows;
};

/// Display width of UTF-8 text: code points, not bytes.
std::size_t displayWidth(const std::string& text);

/// Words wrapped at `width` columns, ending in a newline; the first line starts with `first`,
/// the others with `rest` (a hanging indent for numbered or labelled items).
std::string wrapWords(const std::string& text, std::size_t width, const std::string& first = "",
                      const std::string& rest = "");

}  // namespace ipclab::app
