#pragma once
/// Asks for the size in pixels and the resolution (DPI) of an exported PNG. GUI thread only.
#include <QDialog>
#include <QSize>

QT_BEGIN_NAMESPACE
class QComboBox;
class QSpinBox;
QT_END_NAMESPACE

namespace ipclab::app {

class PngExportDialog : public QDialog {
    Q_OBJECT
  public:
    explicit PngExportDialog(QSize size, int dpi, QWidget* parent = nullptr);

    QSize imageSize() const;
    int dpi() const;

  private:
    QComboBox* m_preset = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QSpinBox* m_dpi = nullptr;
};

}  // namespace ipclab::app
