#pragma once
/// The line above the chart that says where the run shown comes from when it is not what the
/// form holds ("From History: ..."), with a button that puts the run's settings into the form.
#include <QWidget>

class QLabel;

namespace ipclab::app {

class ShownSourceBar : public QWidget {
    Q_OBJECT
  public:
    explicit ShownSourceBar(QWidget* parent = nullptr);
    void setText(const QString& text);
    QString text() const;

  signals:
    void useSettingsRequested();

  private:
    QLabel* m_text = nullptr;
};

}  // namespace ipclab::app
