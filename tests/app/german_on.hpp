#pragma once
// The German translation for the lifetime of a test's object: the test binary shares one
// QApplication, and the other tests expect English.
#include "gui/language.hpp"

namespace ipclab::app {

/// German is on for the lifetime of this object, English again afterwards.
class GermanOn {
  public:
    GermanOn() { m_ok = installLanguage("de"); }
    ~GermanOn() { installLanguage("en"); }
    GermanOn(const GermanOn&) = delete;
    GermanOn& operator=(const GermanOn&) = delete;
    bool ok() const { return m_ok; }

  private:
    bool m_ok = false;
};

}  // namespace ipclab::app
